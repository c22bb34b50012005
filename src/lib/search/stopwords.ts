/**
 * Words that carry no rule meaning in a query: a passage does not have to hold them to answer "can I attack during
 * my opponent's turn". Reviewed data, a reason per group; `src/lib/search/stopwords.test.ts` checks it.
 *
 * What is NOT here, on purpose: words the rules give meaning to even when they are small — "may", "must", "cannot",
 * "not", "any", "all", "each", "only", "both", "other", "another", "opponent", "turn", "before", "after", "during",
 * "until", "instead", "present", "aboard", "this" (a 2E glossary term: "this mission"), "your" (a 1E glossary term). A
 * stop word still counts when it is all the query has ("the", "all"), and a page named exactly as the whole query
 * ("This Mission", "The Emissary") is found by its name, stop words and all.
 */
export interface StopWordGroup {
  words: readonly string[];
  reason: string;
}

/** What a judge puts between two things compared: stop words, and a query holding one compares (results.ts). */
export const COMPARING_WORDS: readonly string[] = ['vs', 'versus'];

export const STOP_WORDS: readonly StopWordGroup[] = [
  {
    words: ['what', 'whats', 'when', 'where', 'which', 'who', 'whom', 'whose', 'why', 'how', 'hows'],
    reason: 'Question words: they make a question of the query; the passage that answers states the rule, it does not ask.',
  },
  {
    words: [
      'can',
      'could',
      'do',
      'does',
      'did',
      'doing',
      'done',
      'is',
      'are',
      'was',
      'were',
      'be',
      'been',
      'being',
      'am',
      'will',
      'would',
      'should',
      'shall',
      'isnt',
      'arent',
      'doesnt',
      'dont',
      'didnt',
      'cant',
      'wont',
      'im',
      'ive',
      'id',
      'youre',
      'theyre',
      'thats',
      'theres',
      'hes',
      'shes',
    ],
    reason:
      'Auxiliary verbs and their contractions: the grammar of a question ("does it", "can I"). Modal words with rule meaning ("may", "must", "cannot") are not here.',
  },
  {
    words: [
      'i',
      'me',
      'my',
      'mine',
      'myself',
      'we',
      'us',
      'our',
      'you',
      'yours',
      'it',
      'its',
      'they',
      'them',
      'their',
      'theirs',
      'he',
      'him',
      'his',
      'she',
      'her',
      'hers',
    ],
    reason:
      'Pronouns: the asker ("can I", "my ship") and the thing asked about ("does it"). The rules address the player as "you" throughout and say "his or her" of every player, so they pick out nothing. ("your" stays: it is a 1E glossary term.)',
  },
  {
    words: ['a', 'an', 'the', 'that', 'these', 'those', 'there'],
    reason: 'Articles and demonstratives: in nearly every passage. ("this" is a 2E glossary term and "here" a 1E one; they stay.)',
  },
  {
    words: ['of', 'in', 'on', 'at', 'to', 'for', 'with', 'by', 'from', 'about', 'into', 'onto', 'as', 'and', 'or', 'if', 'so', 'than', 'then', 'but'],
    reason: 'Prepositions and conjunctions: in nearly every passage. ("before", "after", "during" and "until" stay: they name the timing a question is about.)',
  },
  {
    words: COMPARING_WORDS,
    reason: 'What a judge puts between two things compared ("each turn vs every turn", "glossary vs grays"): the passages state each side, not the comparison.',
  },
  {
    words: [
      'happen',
      'happens',
      'happened',
      'work',
      'works',
      'mean',
      'means',
      'meaning',
      'rule',
      'rules',
      'ruling',
      'exactly',
      'actually',
      'really',
      'just',
      'please',
      'allowed',
      'able',
      'possible',
      'okay',
      'ok',
      'get',
      'gets',
      'got',
      'need',
      'needs',
      'much',
      'many',
    ],
    reason:
      'The frame of a question about the rules ("how does X work", "what happens if", "am I allowed to", "do I need", "how many", "what is the rule for"): every passage is a rule, and none of them says "happens" or "how many".',
  },
];

const SET = new Set(STOP_WORDS.flatMap((g) => g.words));

/** Whether a folded word (src/lib/search/words.ts) is a stop word. */
export const isStopWord = (word: string): boolean => SET.has(word);

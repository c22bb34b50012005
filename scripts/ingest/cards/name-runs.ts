/**
 * Step 2b: the capitalised names of a text. Most card names in the sources are not marked at all (the 1E
 * Glossary marks none, the rulebooks few), so a name is found by its shape: a run of capitalised words with the
 * small words of titles between them ("Orb of Time", "Going to the Top"), a 1E "Title – Subtitle" dash ("Kivas
 * Fajo – Collector"), a number after a word ("Deep Space 9"); a possessive "’s" at its end is dropped ("the Borg
 * Queen’s skill" → "Borg Queen"). At the start of a sentence, function words are dropped, and so is a lone word
 * that the sources also write in lower case ("For example", "Rotation damage"). A name with "and", "with", "on"…
 * in it is also offered as its parts ("Smoke Bomb and Phaser Burns"). These are candidates: the review decides.
 */
import { SENTENCE_WORDS, SPLIT_AT, tokenize, type Tok } from './words.ts';

/** A name found in a text: as written (possessive dropped, white space collapsed) and where it stands. */
export interface NameRun {
  name: string;
  start: number;
  end: number;
}

/**
 * The capitalised names of a text. `common` holds the words the sources also write in lower case: at the start of
 * a sentence they are dropped from the front of a name. `dashJoins`: " – " may join a title and its subtitle (1E).
 */
/** A word a name is made of: capitalised, or a number ("Deep Space 9"). */
const isNameWord = (w: Tok | undefined): boolean => w?.kind === 'cap' || w?.kind === 'num';

export function nameRuns(text: string, common: ReadonlySet<string>, dashJoins: boolean): NameRun[] {
  const toks = tokenize(text);
  const runs: NameRun[] = [];
  let i = 0;
  for (let t = toks[i]; t !== undefined; t = toks[i]) {
    const after = toks[i + 1];
    if (t.kind !== 'cap' && !(t.kind === 'num' && after?.kind === 'cap' && after.start === t.end + 1)) {
      i++;
      continue;
    }
    // Extend: capitalised words, connectors followed (eventually) by a capitalised word, a joining dash (not
    // before a word that opens a sentence, nor after a lead-in that opens the text: the Glossary's "Conditions –
    // One or more skills…", but "• Armus – Skin of Evil randomly selects…").
    const leadIn = /^[\s•*\d.)-]*$/.test(text.slice(0, t.start));
    let j = i;
    let k = i + 1;
    for (let u = toks[k], before: Tok = t; u !== undefined; before = u, u = toks[k]) {
      const adjacent = u.start - before.end <= 1;
      if ((u.kind === 'cap' || u.kind === 'num') && adjacent) {
        j = k;
        k++;
        continue;
      }
      // A 1E "Title – Subtitle" dash joins only before a capitalised word that does not open a sentence (the
      // Glossary's "Facilities – See …", "Outposts – Most …" are lead-ins).
      const dash = u.kind === 'dash' && dashJoins && /–/.test(u.text);
      const next = toks[k + 1];
      const opensSentence = !!next && (SENTENCE_WORDS.has(next.text.toLowerCase()) || (leadIn && common.has(next.text.toLowerCase())));
      if ((u.kind === 'conn' && adjacent) || (dash && next?.kind === 'cap' && !opensSentence)) {
        k++;
        continue;
      }
      break;
    }
    const words = toks.slice(i, j + 1);
    i = j + 1;
    emit(words);
  }
  return runs;

  function emit(words: Tok[]): void {
    // At the start of a sentence, drop leading function words ("If", "The", "When"); then a lone word that the
    // sources also write in lower case ("Rotation damage", "Cards such as") is no name.
    let a = 0;
    const [head] = words;
    if (head && sentenceStart(text, head.start)) {
      for (let w = words[a]; w && w.kind !== 'num' && (w.kind !== 'cap' || SENTENCE_WORDS.has(w.text.toLowerCase())); w = words[++a]);
      const caps = words.slice(a).filter(isNameWord).length;
      const first = words[a];
      if (caps === 1 && first && common.has(first.text.toLowerCase())) return;
      // "Holographic Tal Shiar Barbering …": the name may start after a common first word; offer both.
      if (caps > 1 && first && common.has(first.text.toLowerCase())) {
        const rest = words.slice(a + 1);
        while (rest.length && !isNameWord(rest[0])) rest.shift();
        if (rest.length) emitFrom(rest);
      }
    }
    while (a < words.length && !isNameWord(words[a])) a++;
    emitFrom(words.slice(a));
  }

  /** A name ends on a capitalised word, or on a number after one ("Deep Space 9"). */
  function trimEnd(ws: Tok[]): void {
    while (ws.length && ws.at(-1)?.kind !== 'cap' && !(ws.at(-1)?.kind === 'num' && ws.at(-2)?.kind === 'cap')) ws.pop();
  }

  function emitFrom(rest: Tok[]): void {
    trimEnd(rest);
    if (!rest.length) return;
    add(rest);
    // Also every stretch between the connectors at which a name may be two ("Smoke Bomb and Phaser Burns"):
    // "Espionage: Bajoran on Cardassian is a Bajoran" offers "Bajoran on Cardassian" too.
    const cuts = [-1, ...rest.flatMap((w, k) => (w.kind === 'conn' && SPLIT_AT.has(w.text) ? [k] : [])), rest.length];
    if (cuts.length > 2) {
      for (const [x, from] of cuts.slice(0, -1).entries()) {
        for (let y = x + 1; y < cuts.length; y++) {
          if (x === 0 && y === cuts.length - 1) continue;
          const p = rest.slice(from + 1, cuts[y]);
          trimEnd(p);
          while (p.length && !isNameWord(p[0])) p.shift();
          if (p.length) add(p);
        }
      }
    }
  }

  function add(words: Tok[]): void {
    const [head] = words;
    const last = words.at(-1);
    if (!head || !last) return;
    const start = head.start;
    let end = last.end;
    let name = text.slice(start, end).replace(/\s+/g, ' ');
    const poss = /['’]s$/.exec(name);
    if (poss && name.length > 2) {
      name = name.slice(0, -2);
      end -= 2;
    } else if (/s['’]$/.test(name)) {
      name = name.slice(0, -1);
      end -= 1;
    }
    runs.push({ name, start, end });
  }
}

/**
 * Whether `offset` begins a sentence (start of text, after . ! ? : ; or an opening bracket, quote or bullet). After a
 * colon that follows a capitalised word, a subtitle may follow ("Chula: The Chandra", "The Clown: Playing Doctor").
 */
function sentenceStart(text: string, offset: number): boolean {
  const before = text.slice(0, offset).replace(/[\s“"‘'([•*–-]+$/u, '');
  if (/\p{Lu}[\p{L}\p{N}'’-]*:$/u.test(before) && /: $/.test(text.slice(0, offset))) return false;
  // After a lead-in that opens the text ("Cures – One or more…", "Facility Phase – After…").
  if (/^[\s•*\d.)-]*[^\s.!?;:][^.!?;:]{0,60}\s[–-]\s+$/u.test(text.slice(0, offset))) return true;
  return before === '' || /[.!?:;)]$/.test(before) || /\d[.)]$/.test(before);
}

/** Lower-case words of a set of texts (used to drop sentence-initial common words). */
export function commonWords(texts: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const t of texts) for (const m of t.matchAll(/(?<![\p{L}'’-])\p{Ll}[\p{L}'’-]*/gu)) out.add(m[0].toLowerCase());
  return out;
}

import { describe, expect, it } from 'vitest';
import { collapseFakeBold, fourfoldChunkAt } from './fake-bold.ts';

/** The line with bold runs in [brackets]. */
const show = (s: string) =>
  collapseFakeBold(s)
    .toks.map((t) => (t.bold ? `[${t.text}]` : t.text))
    .join('');

describe('collapseFakeBold (real lines of 2e-rulebook.txt)', () => {
  it('collapses a run emitted four times whole (line 83)', () => {
    expect(show('You play your personnelpersonnelpersonnelpersonnel, equipmentequipmentequipmentequipment, and shipsshipsshipsships')).toBe(
      'You play your [personnel], [equipment], and [ships]',
    );
  });

  it('collapses a run emitted chunk by chunk (lines 336, 992, 406)', () => {
    expect(show('different OrdeOrdeOrdeOrderrrrssss you can give your cards are: ')).toBe('different [Orders] you can give your cards are: ');
    expect(show('then use the word DDDDamageamageamageamage before')).toBe('then use the word [Damage] before');
    expect(
      show(
        '• The ship The ship The ship The ship must must must must hahahahaveveveve    adequate range remainingadequate range remainingadequate range remainingadequate range remaining.... Add',
      ),
    ).toBe('• [The ship must have adequate range remaining.] Add');
    expect(show('naminaminaminaming cardsng cardsng cardsng cards – When you name a card')).toBe('[naming cards] – When you name a card');
    expect(show('SkillSkillSkillSkills:s:s:s:    Personnel have')).toBe('[Skills: ]Personnel have');
  });

  it('prefers chunks that start on a word, so the dash after "Order" stays bold (line 338)', () => {
    expect(show('• Order Order Order Order –––– Beam personnel. ')).toBe('• [Order –] Beam personnel. ');
    expect(show('• From your From your From your From your unstopped unstopped unstopped unstopped ship down')).toBe('• [From your unstopped ]ship down');
  });

  it('collapses punctuation and spaces only next to a bold run (lines 260, 282, 295)', () => {
    expect(show('PersonnelPersonnelPersonnelPersonnel, , , , Ships, Ships, Ships, Ships, and    EquipmentEquipmentEquipmentEquipment are played')).toBe(
      '[Personnel, Ships, ]and[ Equipment] are played',
    );
    expect(show('CommandCommandCommandCommand    and    OwneOwneOwneOwner:r:r:r:    You command')).toBe('[Command ]and[ Owner: ]You command');
    expect(show('Discard, Destroy, Discard, Destroy, Discard, Destroy, Discard, Destroy, and    KilKilKilKill: l: l: l: These')).toBe(
      '[Discard, Destroy, ]and[ Kill: ]These',
    );
  });

  it('leaves genuine repeats alone: ellipses, runs of spaces, numbers', () => {
    expect(show('Each time a player’s personnel attempt to complete a mission, they may face     ')).toBe(
      'Each time a player’s personnel attempt to complete a mission, they may face     ',
    );
    expect(show('game text (“While . . . facing a dilemma”) only')).toBe('game text (“While . . . facing a dilemma”) only');
    expect(show('Wait.... 1111 points, 2222 or ----')).toBe('Wait.... 1111 points, 2222 or ----');
    expect(show('    ')).toBe('    ');
  });

  it('needs exactly four copies', () => {
    expect(fourfoldChunkAt('aaaaa', 0)).toBe(0);
    expect(fourfoldChunkAt('hahahaha', 0)).toBe(2);
    expect(show('skillskillskill')).toBe('skillskillskill');
  });

  it('counts the bold runs it restores', () => {
    expect(collapseFakeBold('You play your personnelpersonnelpersonnelpersonnel, equipmentequipmentequipmentequipment').runs).toBe(2);
    expect(collapseFakeBold('plain text').runs).toBe(0);
  });
});

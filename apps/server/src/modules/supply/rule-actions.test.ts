import { describe, expect, it } from 'vitest';
import { applyRules, type RuleMarks, type RuleToApply } from './rule-actions';

const rule = (id: string, phrases: string[], does: Partial<RuleToApply> = {}): RuleToApply => ({
  id,
  name: `Rule ${id}`,
  phrases,
  tagIds: [],
  setStatus: null,
  followUp: false,
  ...does,
});
const fresh: RuleMarks = { tagIds: [], status: 'NEW', followUp: false, acted: [] };

describe('applyRules', () => {
  it('lets every rule whose words are there act, oldest first; the first status wins', () => {
    const rules = [
      rule('a', ['quote'], { tagIds: ['t1'], setStatus: 'CONTACTED' }),
      rule('b', ['tomorrow'], { tagIds: ['t2'], setStatus: 'BOOKED', followUp: true }),
      rule('c', ['nothing said'], { tagIds: ['t3'] }),
    ];
    const { marks, actedNow } = applyRules(rules, ['A QUOTE please', null, 'Tomorrow works'], fresh);
    expect(marks).toEqual({
      tagIds: ['t1', 't2'],
      status: 'CONTACTED',
      followUp: true,
      acted: [
        { id: 'a', name: 'Rule a' },
        { id: 'b', name: 'Rule b' },
      ],
    });
    expect(actedNow.map((acted) => acted.id)).toEqual(['a', 'b']);
  });

  it('leaves a status a person gave, and names a rule that acted before once', () => {
    const rules = [rule('a', ['quote'], { setStatus: 'BOOKED', tagIds: ['t1'] })];
    const before: RuleMarks = { tagIds: ['t1'], status: 'LOST', followUp: false, acted: [{ id: 'a', name: 'Rule a' }] };
    const { marks, actedNow } = applyRules(rules, ['quote'], before);
    expect(marks).toEqual(before);
    expect(actedNow).toEqual([{ id: 'a', name: 'Rule a' }]);
  });

  it('adds tags only while the lead has room for them (ten)', () => {
    const carried = Array.from({ length: 9 }, (_, n) => `carried-${n}`);
    const { marks } = applyRules([rule('a', ['quote'], { tagIds: ['x', 'y'] })], ['quote'], {
      ...fresh,
      tagIds: carried,
    });
    expect(marks.tagIds).toEqual([...carried, 'x']);
  });

  it('reads each text on its own: a phrase does not run from one turn into the next', () => {
    const rules = [rule('a', ['wrong number'], { followUp: true })];
    expect(applyRules(rules, ['that is wrong', 'number two'], fresh).actedNow).toEqual([]);
    expect(applyRules(rules, ['that is the wrong number'], fresh).actedNow).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { SEED_SETTINGS } from '../../../../shared/rules/settings';
import { checkSettings, switchKey, toDraft, toSettings } from './settings-draft';

const LIMIT = 'policies.noShowLimit';
const policiesOf = (draft: Record<string, string>) => (toSettings(draft).policies as Record<string, unknown>) ?? {};

describe('the no-show limit in the Restaurant form (issue 31)', () => {
  it('is off by default and stays null when saved off, with the waitlist hold at 30', () => {
    const draft = toDraft(SEED_SETTINGS);
    expect(draft[switchKey(LIMIT)]).toBe('');
    expect(policiesOf(draft)).toMatchObject({ noShowLimit: null, waitlistHoldMinutes: 30 });
  });

  it('switched on, saves its number; a number left behind while off saves null', () => {
    const draft = { ...toDraft(SEED_SETTINGS), [switchKey(LIMIT)]: 'on', [LIMIT]: '2' };
    expect(policiesOf(draft).noShowLimit).toBe(2);
    expect(policiesOf({ ...draft, [switchKey(LIMIT)]: '' }).noShowLimit).toBeNull();
  });

  it('switched on with the number cleared is an error on the field, not a silent "off"', () => {
    const draft = { ...toDraft(SEED_SETTINGS), [switchKey(LIMIT)]: 'on', [LIMIT]: '' };
    expect(Object.keys(checkSettings(toSettings(draft)))).toEqual([LIMIT]);
  });

  it('reads a stored limit back as switched on', () => {
    const draft = toDraft({ ...SEED_SETTINGS, policies: { ...SEED_SETTINGS.policies, noShowLimit: 3 } });
    expect([draft[switchKey(LIMIT)], draft[LIMIT]]).toEqual(['on', '3']);
  });
});

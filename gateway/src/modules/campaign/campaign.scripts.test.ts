import { describe, expect, it } from 'vitest';
import { OrganizationPosition, VotePosition } from '../key-vote/key-vote.enums.js';
import { alignmentOf, contactSentence, contactVerbs } from './campaign.contacts.js';
import { CampaignChannel, CampaignOutcome, VoteAlignment } from './campaign.enums.js';
import { tally } from './campaign.results.js';
import { checkPlaceholders, fillScript, unknownPlaceholders } from './campaign.scripts.js';

const values = { member_name: 'Ada Lovelace', member_city: 'Montpelier', member_zip: '05602', legislator: 'Senator Peter Welch', bill: 'H.R. 1', position: 'oppose' };

describe('campaign scripts', () => {
  it('fills every placeholder, whatever the case or spaces inside the braces', () => {
    expect(fillScript('Hi, {legislator}. I am {member_name} from {member_city}, {member_zip}. Please { Position } {bill}.', values)).toBe(
      'Hi, Senator Peter Welch. I am Ada Lovelace from Montpelier, 05602. Please oppose H.R. 1.',
    );
  });

  it('names the unknown placeholders, each once, and leaves other braces alone', () => {
    expect(unknownPlaceholders('Hi {membername}, {membername} and {zip} — {bill} {} {1st}')).toEqual(['membername', 'zip']);
    expect(() => checkPlaceholders('callScript', 'call script', 'Call {rep} today')).toThrow(/unknown placeholder \{rep\}/);
    expect(() => checkPlaceholders('callScript', 'call script', 'Call {legislator} today')).not.toThrow();
  });
});

describe('how a contacted legislator voted', () => {
  it('says whether the vote was with us, against us, no vote, or not in yet', () => {
    expect(alignmentOf(OrganizationPosition.SUPPORT, VotePosition.YEA)).toBe(VoteAlignment.WITH_US);
    expect(alignmentOf(OrganizationPosition.OPPOSE, VotePosition.YEA)).toBe(VoteAlignment.AGAINST_US);
    expect(alignmentOf(OrganizationPosition.OPPOSE, VotePosition.NAY)).toBe(VoteAlignment.WITH_US);
    expect(alignmentOf(OrganizationPosition.SUPPORT, VotePosition.NOT_VOTING)).toBe(VoteAlignment.NO_VOTE);
    expect(alignmentOf(OrganizationPosition.OTHER, VotePosition.NAY)).toBe(VoteAlignment.NO_POSITION);
    expect(alignmentOf(OrganizationPosition.SUPPORT, null)).toBe(VoteAlignment.NOT_YET);
  });

  it('writes the sentence the key vote shows', () => {
    const verbs = contactVerbs([
      { channel: CampaignChannel.CALL, outcome: CampaignOutcome.CONTACTED },
      { channel: CampaignChannel.WRITE, outcome: CampaignOutcome.CONTACTED },
    ]);
    expect(verbs).toBe('called and wrote to');
    expect(contactSentence({ verbs, who: 'Rep. Jane Roe', gender: 'F', alignment: VoteAlignment.WITH_US, position: VotePosition.YEA })).toBe('You called and wrote to Rep. Jane Roe; she voted with us.');
    expect(contactSentence({ verbs: 'left a voicemail for', who: 'Sen. Sam Doe', gender: null, alignment: VoteAlignment.NOT_YET, position: null })).toBe(
      'You left a voicemail for Sen. Sam Doe; the vote is not in yet.',
    );
  });
});

describe('small numbers', () => {
  it('shows 0 and 5 and up as they are, 1 to 4 as fewer than 5 without the value', () => {
    expect(tally(0)).toEqual({ value: 0, shown: '0', suppressed: false });
    expect(tally(1)).toEqual({ value: null, shown: 'fewer than 5', suppressed: true });
    expect(tally(4)).toEqual({ value: null, shown: 'fewer than 5', suppressed: true });
    expect(tally(5)).toEqual({ value: 5, shown: '5', suppressed: false });
  });
});

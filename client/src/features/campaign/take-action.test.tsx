import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { healthyMock, member, renderApp } from '../../test/render';
import { MyAddressDocument } from '../representative/representative.generated';
import { RecordCampaignActionDocument, TakeActionPageDocument } from './campaign.generated';

const outcome = (id: string, channel: string, value: string) => ({
  __typename: 'CampaignOutcomeRecord',
  id,
  channel,
  outcome: value,
  version: 1,
  counted: true,
  createdAt: '2026-01-05T15:00:00.000Z',
  updatedAt: '2026-01-05T15:00:00.000Z',
});

const target = (bioguide: string, name: string, over: Record<string, unknown> = {}) => ({
  __typename: 'CampaignTarget',
  id: `c1:${bioguide}`,
  bioguide,
  name,
  title: 'Representative',
  shortTitle: 'Rep.',
  party: 'Democrat',
  chamber: 'HOUSE',
  state: 'AL',
  district: 7,
  photo: null,
  offices: [
    { __typename: 'CampaignOffice', kind: 'DC', city: 'Washington', phone: '202-225-2665', address: '2201 Rayburn House Office Building Washington DC 20515', hours: null },
    { __typename: 'CampaignOffice', kind: 'DISTRICT', city: 'Birmingham', phone: '205-254-1960', address: '2 20th St N, Birmingham, AL 35203', hours: 'M-F 9-5' },
  ],
  contactForm: 'https://sewell.house.gov/contact',
  mailingAddress: '2201 Rayburn House Office Building Washington DC 20515',
  callScript: `Hi, I am Ada from Birmingham. Please support H.R. 9, ${name}.`,
  messageScript: `Dear ${name}, please support H.R. 9.`,
  myStatus: 'TO_DO',
  myOutcomes: [],
  ...over,
});

const campaign = (over: Record<string, unknown> = {}) => ({
  __typename: 'ActionCampaign',
  id: 'c1',
  keyVoteId: 'kv1',
  keyVoteTitle: 'Clinic Funding Act',
  bill: 'H.R. 9',
  organizationPosition: 'SUPPORT',
  positionText: 'We support it: rural clinics stay open.',
  callScript: 'Hi',
  messageScript: 'Dear',
  version: 1,
  status: 'OPEN',
  preview: false,
  actionsCounted: true,
  chambers: ['HOUSE', 'SENATE'],
  opensAt: '2026-01-01T00:00:00.000Z',
  closesAt: null,
  needsAddress: false,
  needsDistrictChoice: false,
  notice: null,
  vacancies: [],
  targets: [target('S001185', 'Terri A. Sewell'), target('B001319', 'Katie Boyd Britt', { title: 'Senator', shortTitle: 'Sen.', chamber: 'SENATE', district: null, party: 'Republican' })],
  progress: { __typename: 'CampaignProgress', contacted: 0, done: 0, total: 2, complete: false },
  ...over,
});

const page = (data: unknown): MockLink.MockedResponse => ({ request: { query: TakeActionPageDocument, variables: { keyVoteId: 'kv1' } }, result: { data: { actionCampaign: data } }, delay: 0 });
const address: MockLink.MockedResponse = {
  request: { query: MyAddressDocument },
  result: { data: { myAddress: { __typename: 'Address', street: '1 Main St', city: 'Birmingham', state: 'AL', zipCode: '35203', phoneNumber: null, updatedAt: '2026-01-01T00:00:00.000Z' } } },
  delay: 0,
};

describe('take action', () => {
  it('calls from the tel: links with the filled script, records the outcome and shows the progress', async () => {
    const recorded: MockLink.MockedResponse = {
      request: { query: RecordCampaignActionDocument, variables: { keyVoteId: 'kv1', input: { bioguide: 'S001185', channel: 'CALL', outcome: 'CONTACTED' } } },
      result: {
        data: {
          recordCampaignAction: {
            __typename: 'CampaignActionResult',
            id: 'a1',
            channel: 'CALL',
            outcome: 'CONTACTED',
            counted: true,
            target: { __typename: 'CampaignTarget', id: 'c1:S001185', myStatus: 'CONTACTED', myOutcomes: [outcome('a1', 'CALL', 'CONTACTED')] },
            campaign: { __typename: 'ActionCampaign', id: 'c1', progress: { __typename: 'CampaignProgress', contacted: 1, done: 1, total: 2, complete: false } },
          },
        },
      },
      delay: 0,
    };
    renderApp('/key-votes/kv1/take-action', { session: { user: member }, mocks: [healthyMock, page(campaign()), address, recorded] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Take action: Clinic Funding Act' })).toBeTruthy();
    expect(screen.getByText('You’ve contacted 0 of 2')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Your members of Congress to contact' });
    const sewell = within(list).getByRole('listitem', { name: 'Rep. Terri A. Sewell' });
    expect(within(sewell).getByRole('link', { name: /Call the Washington office/ }).getAttribute('href')).toBe('tel:+12022252665');
    expect(within(sewell).getByRole('link', { name: /Call the Birmingham office/ }).getAttribute('href')).toBe('tel:+12052541960');
    expect((within(sewell).getByRole('textbox', { name: 'Call script for Terri A. Sewell' }) as HTMLTextAreaElement).value).toBe('Hi, I am Ada from Birmingham. Please support H.R. 9, Terri A. Sewell.');

    fireEvent.click(within(sewell).getByRole('button', { name: 'I talked to them' }));
    expect(await screen.findByText('You’ve contacted 1 of 2')).toBeTruthy();
    await waitFor(() => expect(within(sewell).getByRole('button', { name: 'I talked to them' }).getAttribute('aria-pressed')).toBe('true'));
    expect(within(sewell).getByLabelText('Terri A. Sewell: Contacted')).toBeTruthy();
  });

  it('writes through the official form (new tab) and prints a letter to the Washington office', async () => {
    renderApp('/key-votes/kv1/take-action', { session: { user: member }, mocks: [healthyMock, page(campaign()), address] });
    const sewell = await screen.findByRole('listitem', { name: 'Rep. Terri A. Sewell' });
    fireEvent.click(within(sewell).getByRole('tab', { name: 'Write' }));
    expect((within(sewell).getByRole('textbox', { name: 'Message to Terri A. Sewell' }) as HTMLTextAreaElement).value).toBe('Dear Terri A. Sewell, please support H.R. 9.');
    const form = within(sewell).getByRole('link', { name: /Open the official contact form/ });
    expect(form.getAttribute('href')).toBe('https://sewell.house.gov/contact');
    expect(form.getAttribute('target')).toBe('_blank');
    expect(within(sewell).getByRole('button', { name: 'I sent it' })).toBeTruthy();
    fireEvent.click(within(sewell).getByRole('tab', { name: 'Letter' }));
    const letter = await within(sewell).findByRole('document', { name: 'Letter to Terri A. Sewell, as it will print' });
    expect(letter.textContent).toContain('The Honorable Terri A. Sewell');
    expect(letter.textContent).toContain('1 Main St');
    expect(within(sewell).getByRole('button', { name: 'Print letter' })).toBeTruthy();
  });

  it('says when the campaign has closed, with the way back to the key vote', async () => {
    const closed: MockLink.MockedResponse = {
      request: { query: TakeActionPageDocument, variables: { keyVoteId: 'kv1' } },
      result: { errors: [new GraphQLError('This campaign has closed: it takes no more actions.', { extensions: { code: 'NOT_FOUND', details: { status: 'closed' } } })] },
      delay: 0,
    };
    renderApp('/key-votes/kv1/take-action', { session: { user: member }, mocks: [healthyMock, closed] });
    expect(await screen.findByText('This campaign has closed')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the key vote' }).getAttribute('href')).toBe('/key-votes/kv1');
  });
});

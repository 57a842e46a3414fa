import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { ChooseMyDistrictDocument, MyAddressDocument, MyRepresentativesDocument, SaveMyAddressDocument } from './representative.generated';
import { healthyMock, member, renderWithProviders } from '../../test/render';
import { US_STATES, validateAddress } from './address';
import { MyRepresentativesPanel } from './MyRepresentativesPanel';

const person = (id: string, role: string, district: number | null) => ({
  __typename: 'Representative',
  id,
  bioguideId: id.toUpperCase(),
  name: { __typename: 'RepresentativeName', first: 'P', last: id, full: `Person ${id}` },
  party: 'Republican',
  role,
  state: 'TX',
  district,
  term: { __typename: 'RepresentativeTerm', start: '2025-01-03', end: '2027-01-03' },
  office: null,
  phone: '202-555-0101',
  url: null,
  contactForm: null,
  photo: null,
});

const reps = (over: Record<string, unknown> = {}) => ({
  __typename: 'MyRepresentatives',
  congress: 119,
  dataUpdatedAt: '2025-06-01T00:00:00.000Z',
  uncertain: false,
  notice: null,
  source: 'zip',
  districts: [{ __typename: 'CongressionalDistrict', state: 'TX', district: 7 }],
  representatives: [person('r1', 'Representative', 7)],
  senators: [person('s1', 'Senator', null), person('s2', 'Senator', null)],
  candidates: [],
  chosenDistrict: null,
  needsChoice: false,
  ...over,
});

const noAddress: MockLink.MockedResponse = {
  request: { query: MyRepresentativesDocument },
  result: { errors: [new GraphQLError('No address', { extensions: { code: 'NOT_FOUND' } })] },
  delay: 0,
};
const emptyAddress: MockLink.MockedResponse = { request: { query: MyAddressDocument }, result: { data: { myAddress: null } }, delay: 0, maxUsageCount: 5 };

describe('address validation (SPEC §5)', () => {
  const ok = { street: '1 Main St', city: 'Houston', state: 'TX', zipCode: '77001', phoneNumber: '' };
  it('offers the 50 states plus DC', () => {
    expect(US_STATES).toHaveLength(51);
    expect(US_STATES.some((s) => s.code === 'DC')).toBe(true);
  });
  it('checks required fields, ZIP and phone', () => {
    expect(validateAddress(ok)).toEqual({});
    expect(validateAddress({ ...ok, city: ' ' }).form).toBe('Please fill in all required fields');
    expect(validateAddress({ ...ok, zipCode: '1234' }).zipCode).toMatch(/ZIP/);
    expect(validateAddress({ ...ok, zipCode: '77001-1234' })).toEqual({});
    expect(validateAddress({ ...ok, phoneNumber: '5551234' }).phoneNumber).toBe('Please enter the phone number as 123-456-7890');
    expect(validateAddress({ ...ok, phoneNumber: '123-456-7890' })).toEqual({});
  });
});

describe('My Representatives panel', () => {
  it('without an address shows the form; saving shows the message and then the representatives', async () => {
    const save: MockLink.MockedResponse = {
      request: { query: SaveMyAddressDocument, variables: { input: { street: '1 Main St', city: 'Houston', state: 'TX', zipCode: '77001', phoneNumber: null } } },
      result: { data: { saveMyAddress: { __typename: 'Address', street: '1 Main St', city: 'Houston', state: 'TX', zipCode: '77001', phoneNumber: null, updatedAt: '2025-06-01T00:00:00.000Z' } } },
      delay: 0,
    };
    const after: MockLink.MockedResponse = { request: { query: MyRepresentativesDocument }, result: { data: { myRepresentatives: reps() } }, delay: 0 };
    renderWithProviders(<MyRepresentativesPanel />, { session: { user: member }, mocks: [healthyMock, noAddress, emptyAddress, save, after] });

    const form = await screen.findByRole('form', { name: 'Address form' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save Address' }));
    expect(await within(form).findByText('Please fill in all required fields')).toBeTruthy();

    fireEvent.change(within(form).getByLabelText(/Street/), { target: { value: '1 Main St' } });
    fireEvent.change(within(form).getByLabelText(/City/), { target: { value: 'Houston' } });
    fireEvent.change(within(form).getByRole('combobox', { name: /State/ }), { target: { value: 'TX' } });
    fireEvent.change(within(form).getByLabelText(/ZIP code/), { target: { value: '77001' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save Address' }));

    expect(await screen.findByText('Address saved successfully')).toBeTruthy();
    expect(await screen.findByText('Person s1', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByText('Person r1')).toBeTruthy();
    expect(screen.getByText(/119th Congress/)).toBeTruthy();
  }, 20_000);

  it('a split ZIP: shows each candidate district with its representative, and saves the choice', async () => {
    const notice = 'Your ZIP code is split between congressional districts. Which one do you live in? Each is shown below with its representative.';
    const candidates = [
      { __typename: 'DistrictCandidate', state: 'TX', district: 7, representatives: [person('r1', 'Representative', 7)] },
      { __typename: 'DistrictCandidate', state: 'TX', district: 8, representatives: [person('r2', 'Representative', 8)] },
    ];
    const split: MockLink.MockedResponse = {
      request: { query: MyRepresentativesDocument },
      result: {
        data: {
          myRepresentatives: reps({ uncertain: true, notice, needsChoice: true, candidates, districts: [], representatives: [person('r1', 'Representative', 7), person('r2', 'Representative', 8)] }),
        },
      },
      delay: 0,
    };
    const chosen: MockLink.MockedResponse = {
      request: { query: ChooseMyDistrictDocument, variables: { district: 8 } },
      result: {
        data: {
          chooseMyDistrict: reps({ candidates, chosenDistrict: 8, districts: [{ __typename: 'CongressionalDistrict', state: 'TX', district: 8 }], representatives: [person('r2', 'Representative', 8)] }),
        },
      },
      delay: 0,
    };
    renderWithProviders(<MyRepresentativesPanel />, { session: { user: member }, mocks: [healthyMock, split, emptyAddress, chosen] });
    expect(await screen.findByText(notice)).toBeTruthy();
    expect(screen.queryByText(/ZIP\+4/)).toBeNull();
    const list = screen.getByRole('list', { name: 'Candidate districts' });
    expect(within(list).getByText('District TX\u20117')).toBeTruthy();
    expect(within(list).getByText('Person r2')).toBeTruthy();
    // The candidates show the representatives: no second list while the choice is open.
    expect(screen.queryByRole('heading', { name: 'Representatives' })).toBeNull();
    // WCAG 2.5.3: what a speech user says (the visible text) is in each button's name.
    for (const button of within(list).getAllByRole('button')) expect(button.getAttribute('aria-label')).toMatch(new RegExp(`^${button.textContent}`));
    fireEvent.click(screen.getByRole('button', { name: 'This is my district: TX\u20118' }));
    expect(await screen.findByText(/Your district:/)).toBeTruthy();
    expect(screen.getByText('TX\u20118')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change district' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Representative' })).toBeTruthy();
  });

  it('a server error shows the SPEC text with the form', async () => {
    const broken: MockLink.MockedResponse = {
      request: { query: MyRepresentativesDocument },
      result: { errors: [new GraphQLError('boom', { extensions: { code: 'INTERNAL_SERVER_ERROR' } })] },
      delay: 0,
    };
    renderWithProviders(<MyRepresentativesPanel />, { session: { user: member }, mocks: [healthyMock, broken, emptyAddress] });
    expect(await screen.findByText('We encountered an issue finding your representatives. Please verify your address information.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('form', { name: 'Address form' })).toBeTruthy());
  });
});

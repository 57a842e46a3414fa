import { MESSAGES } from '../../errors/messages';

/** SPEC §5: the address form's state picker, the 50 states plus DC. */
export const US_STATES: readonly { code: string; name: string }[] = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'], ['CO', 'Colorado'],
  ['CT', 'Connecticut'], ['DE', 'Delaware'], ['DC', 'District of Columbia'], ['FL', 'Florida'], ['GA', 'Georgia'],
  ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'], ['IN', 'Indiana'], ['IA', 'Iowa'], ['KS', 'Kansas'],
  ['KY', 'Kentucky'], ['LA', 'Louisiana'], ['ME', 'Maine'], ['MD', 'Maryland'], ['MA', 'Massachusetts'], ['MI', 'Michigan'],
  ['MN', 'Minnesota'], ['MS', 'Mississippi'], ['MO', 'Missouri'], ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'],
  ['NH', 'New Hampshire'], ['NJ', 'New Jersey'], ['NM', 'New Mexico'], ['NY', 'New York'], ['NC', 'North Carolina'],
  ['ND', 'North Dakota'], ['OH', 'Ohio'], ['OK', 'Oklahoma'], ['OR', 'Oregon'], ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'], ['SD', 'South Dakota'], ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'],
  ['VA', 'Virginia'], ['WA', 'Washington'], ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
].map(([code, name]) => ({ code: code!, name: name! }));

export interface AddressValues {
  street: string;
  city: string;
  state: string;
  zipCode: string;
  phoneNumber: string;
}

export type AddressErrors = Partial<Record<keyof AddressValues | 'form', string>>;

const ZIP = /^\d{5}(-\d{4})?$/;
const PHONE = /^\d{3}-\d{3}-\d{4}$/;

/** SPEC §5 Address: the same rules the server applies, checked before sending. */
export function validateAddress(values: AddressValues): AddressErrors {
  const errors: AddressErrors = {};
  const missing = (['street', 'city', 'state', 'zipCode'] as const).filter((k) => !values[k].trim());
  if (missing.length) {
    errors.form = MESSAGES.ADDRESS_REQUIRED_FIELDS;
    for (const k of missing) errors[k] = 'Required';
    return errors;
  }
  if (!US_STATES.some((s) => s.code === values.state)) errors.state = MESSAGES.ADDRESS_STATE_INVALID;
  if (!ZIP.test(values.zipCode.trim())) errors.zipCode = MESSAGES.ADDRESS_ZIP_INVALID;
  if (values.phoneNumber.trim() && !PHONE.test(values.phoneNumber.trim())) errors.phoneNumber = MESSAGES.ADDRESS_PHONE_INVALID;
  return errors;
}

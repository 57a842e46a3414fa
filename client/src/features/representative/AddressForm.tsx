import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import type { AddressForm_AddressFragment } from './representative.generated';
import { errorDetail, isConnectionError } from '../../errors/classify';
import { MESSAGES } from '../../errors/messages';
import { gqlCode } from '../legislator/shared';
import { US_STATES, validateAddress, type AddressErrors, type AddressValues } from './address';
import { useSaveAddress } from './useSaveAddress';

interface Props {
  address?: AddressForm_AddressFragment | null;
  onSaved(): void;
  onCancel?: () => void;
}

/** SPEC §2.3 Address form: street, city, state, ZIP and optional phone (validation §5). */
export function AddressForm({ address, onSaved, onCancel }: Props) {
  const [values, setValues] = useState<AddressValues>({
    street: address?.street ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    zipCode: address?.zipCode ?? '',
    phoneNumber: address?.phoneNumber ?? '',
  });
  const [errors, setErrors] = useState<AddressErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [save, { loading }] = useSaveAddress();

  const set = (key: keyof AddressValues) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = validateAddress(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await save({
        street: values.street.trim(),
        city: values.city.trim(),
        state: values.state,
        zipCode: values.zipCode.trim(),
        phoneNumber: values.phoneNumber.trim() || null,
      });
      onSaved();
    } catch (e) {
      // The server's SPEC §5 texts are shown as they are; anything else is the catalogue's.
      if (isConnectionError(e)) setFailure(MESSAGES.CONNECTION_ERROR);
      else if (gqlCode(e) === 'BAD_USER_INPUT') setFailure(errorDetail(e));
      else setFailure(MESSAGES.ADDRESS_SAVE_FAILED);
    }
  };

  const summary = errors.form ?? errors.state ?? errors.zipCode ?? errors.phoneNumber;
  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Address form">
      <Stack spacing={2}>
        {(failure || summary) && (
          <Alert severity="error" role="alert">
            {failure ?? summary}
          </Alert>
        )}
        <TextField label="Street" required value={values.street} onChange={set('street')} error={Boolean(errors.street)} autoComplete="street-address" fullWidth />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr', '@container (min-width: 400px)': { gridTemplateColumns: 'minmax(0, 1.6fr) minmax(0, 1fr) minmax(0, 1fr)' } }}>
          <TextField label="City" required value={values.city} onChange={set('city')} error={Boolean(errors.city)} autoComplete="address-level2" />
          <SelectField label="State" required value={values.state} onChange={set('state')} error={Boolean(errors.state)} autoComplete="address-level1">
            <option value="" disabled />
            {US_STATES.map((s) => (
              <option key={s.code} value={s.code}>
                {s.code} — {s.name}
              </option>
            ))}
          </SelectField>
          <TextField
            label="ZIP code"
            required
            value={values.zipCode}
            onChange={set('zipCode')}
            error={Boolean(errors.zipCode)}
            autoComplete="postal-code"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Box>
        <TextField
          label="Phone (optional)"
          value={values.phoneNumber}
          onChange={set('phoneNumber')}
          error={Boolean(errors.phoneNumber)}
          helperText="Format: 123-456-7890"
          autoComplete="tel"
          type="tel"
        />
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
          {onCancel && <Button onClick={onCancel}>Cancel</Button>}
          <Button type="submit" variant="contained" disabled={loading}>
            {loading ? 'Saving...' : 'Save Address'}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

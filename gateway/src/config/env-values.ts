import { z } from 'zod';

/** A yes/no setting: true/false, 1/0 or yes/no. */
export const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

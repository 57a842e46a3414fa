import { describe, expect, it } from 'vitest';
import { authConfig, LOCAL_ANON_KEY } from './config';

describe('authConfig', () => {
  it('takes the publishable key where the anon key was, the anon key otherwise, and the local default last', () => {
    expect(authConfig({ VITE_SUPABASE_URL: 'https://ref.supabase.co', VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x', VITE_SUPABASE_ANON_KEY: 'eyJ.anon' }).anonKey).toBe('sb_publishable_x');
    expect(authConfig({ VITE_SUPABASE_URL: 'https://ref.supabase.co', VITE_SUPABASE_ANON_KEY: 'eyJ.anon' }).anonKey).toBe('eyJ.anon');
    expect(authConfig({}).anonKey).toBe(LOCAL_ANON_KEY);
    expect(authConfig({ VITE_SUPABASE_URL: 'https://ref.supabase.co' })).toMatchObject({ hosted: true, url: 'https://ref.supabase.co' });
  });
});

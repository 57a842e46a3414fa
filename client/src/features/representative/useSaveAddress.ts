import { MyAddressDocument, useSaveMyAddressMutation, type MyAddressQuery } from './representative.generated';
import type { AddressInput } from '../../__generated__/types';

/** Saves the member's address and writes it into the cached `myAddress` (Address has no id). */
export function useSaveAddress() {
  const [run, state] = useSaveMyAddressMutation({
    update(cache, { data }) {
      if (!data?.saveMyAddress) return;
      cache.writeQuery<MyAddressQuery>({ query: MyAddressDocument, data: { myAddress: data.saveMyAddress } });
    },
  });
  const save = (input: AddressInput) => run({ variables: { input } });
  return [save, state] as const;
}

import { ApolloClient, InMemoryCache } from '@apollo/client';
import { createLink } from './links';
import { typePolicies } from './type-policies';

export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: createLink(),
    cache: new InMemoryCache({ typePolicies }),
  });
}

// @ts-nocheck
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../__generated__/types';

import type { DocumentNode } from 'graphql';
import type * as ApolloReactCommon from '@apollo/client/react';
import * as ApolloReactHooks from '@apollo/client/react';
const defaultOptions = {} as const;
export type UpdateStorySettingsMutationVariables = Exact<{
  storyId: unknown;
  input: Types.StorySettingsInput;
}>;


export type UpdateStorySettingsMutation = { updateStorySettings: { id: string, openToJoin: boolean, requiresApproval: boolean, tags: Array<string> } };


export const UpdateStorySettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateStorySettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StorySettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStorySettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"openToJoin"}},{"kind":"Field","name":{"kind":"Name","value":"requiresApproval"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useUpdateStorySettingsMutation__
 *
 * To run a mutation, you first call `useUpdateStorySettingsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateStorySettingsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateStorySettingsMutation, { data, loading, error }] = useUpdateStorySettingsMutation({
 *   variables: {
 *      storyId: // value for 'storyId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateStorySettingsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateStorySettingsMutation, UpdateStorySettingsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateStorySettingsMutation, UpdateStorySettingsMutationVariables>(UpdateStorySettingsDocument, options);
      }
export type UpdateStorySettingsMutationHookResult = ReturnType<typeof useUpdateStorySettingsMutation>;
export type UpdateStorySettingsMutationResult = ApolloReactCommon.MutationResult<UpdateStorySettingsMutation>;
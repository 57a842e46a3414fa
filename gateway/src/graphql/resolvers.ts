import { getMetadataStorage, type NonEmptyArray } from 'type-graphql';
import { entities } from '../db/entities.js';
import { HealthResolver } from '../modules/health/health.resolver.js';
import { MemberResolver } from '../modules/member/member.resolver.js';

/** Every resolver class; feature issues add theirs here. */
export const resolvers: NonEmptyArray<Function> = [HealthResolver, MemberResolver];

/**
 * Every entity is an @ObjectType (SPEC §3); types no query reaches yet are still emitted so the
 * schema documents the whole model.
 */
export const orphanedTypes: Function[] = entities.filter((e) => getMetadataStorage().objectTypes.some((o) => o.target === e));

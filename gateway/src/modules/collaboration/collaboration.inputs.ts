import { Field, InputType } from 'type-graphql';
import { InviteRole } from './collaboration.enums.js';

/** POST /api/stories/{id}/collaborators/invite: email and role (contributor by default). */
@InputType()
export class InviteCollaboratorInput {
  @Field(() => String)
  email!: string;

  @Field(() => InviteRole, { defaultValue: InviteRole.CONTRIBUTOR })
  role!: InviteRole;
}

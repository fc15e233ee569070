import { userInvite, userItem, userUpdate } from '../api/users';
import { defineEntity } from './define';
import { usersMeta } from './users.screen';

/** Users: their data (users.ts) and schemas; creating is inviting. */
export const usersEntity = defineEntity(usersMeta, { item: userItem, create: userInvite, update: userUpdate });

import { z } from './zod-config';
import { defineAdminEndpoint } from './admin';
import { defineEndpoint } from './endpoint';
import { PRIVILEGES } from './entities/config';
import { noQuery } from './query';

export const Privilege = z.enum(PRIVILEGES);

/** The member's privileges: the brand's list with the exceptions staff set for this member. */
export const MemberPrivileges = z.object({ privilege: z.array(Privilege) });
export type MemberPrivileges = z.infer<typeof MemberPrivileges>;

export const checkPrivilegeMemberFind = defineEndpoint({
  service: 'check-privilege-member',
  scope: 'mb',
  method: 'find',
  summary: "The member's privileges (coupon, point, quest, rebate, affiliate), which gate pages and calls.",
  query: noQuery,
  response: MemberPrivileges,
});

export const AdminMemberPrivilegeBody = z.strictObject({
  user_id: z.number().int().positive(),
  privilege: Privilege,
  /** true grants it to this member, false takes it away, whatever the brand's list says. */
  enabled: z.boolean(),
  reason: z.string().trim().min(1).max(500).optional(),
});

export const adminMemberPrivilegeSet = defineAdminEndpoint({
  method: 'POST',
  path: '/admin/member-privileges',
  body: AdminMemberPrivilegeBody,
  response: MemberPrivileges.extend({ user_id: z.number().int() }),
  summary: "Grant or take one privilege for one member; answers the member's privileges; audited.",
});

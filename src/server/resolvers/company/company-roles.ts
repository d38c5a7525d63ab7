import type { StoreCode } from '@/server/store/catalog-sql';
import type { CompanyRoleCode } from '@/server/store/companies';
import { toUid } from '@/server/resolvers/uid';

// spec §6 roles of a company user, B2B's CompanyRole shape: the same three roles in every company, each with
// the ACL resources (B2B's permission ids) it grants. The server checks the resource, never the name.

export type CompanyPermission =
  | 'Magento_Company::index'
  | 'Magento_Company::view_account'
  | 'Magento_Company::edit_account'
  | 'Magento_Company::users_view'
  | 'Magento_Company::users_edit'
  | 'Magento_Sales::place_order'
  | 'Magento_Company::credit';

const ROLES: readonly {
  id: number;
  code: CompanyRoleCode;
  name: Record<StoreCode, string>;
  permissions: readonly CompanyPermission[];
}[] = [
  {
    id: 1,
    code: 'admin',
    name: { et: 'Ettevõtte administraator', ru: 'Администратор компании' },
    permissions: [
      'Magento_Company::index',
      'Magento_Company::view_account',
      'Magento_Company::edit_account',
      'Magento_Company::users_view',
      'Magento_Company::users_edit',
      'Magento_Sales::place_order',
      'Magento_Company::credit',
    ],
  },
  {
    id: 2,
    code: 'buyer',
    name: { et: 'Ostja', ru: 'Покупатель' },
    permissions: [
      'Magento_Company::index',
      'Magento_Company::view_account',
      'Magento_Sales::place_order',
      'Magento_Company::credit',
    ],
  },
  {
    id: 3,
    code: 'worker',
    name: { et: 'Töötaja', ru: 'Работник' },
    permissions: ['Magento_Company::index', 'Magento_Company::view_account'],
  },
];

const PERMISSION_TEXT: Record<CompanyPermission, string> = {
  'Magento_Company::index': 'All',
  'Magento_Company::view_account': 'View company profile',
  'Magento_Company::edit_account': 'Edit company profile',
  'Magento_Company::users_view': 'View users',
  'Magento_Company::users_edit': 'Manage users',
  'Magento_Sales::place_order': 'Place orders',
  'Magento_Company::credit': 'Company credit',
};

export const roleByCode = (code: CompanyRoleCode) => ROLES.find((r) => r.code === code)!;

/** The role a client names by its uid, or undefined. */
export const roleByUid = (uid: string) => ROLES.find((r) => toUid(r.id) === uid);

export const allRoles = () => ROLES;

export const grants = (code: CompanyRoleCode, permission: CompanyPermission): boolean =>
  roleByCode(code).permissions.includes(permission);

export const roleShape = (code: CompanyRoleCode, store: StoreCode, usersCount: number) => {
  const role = roleByCode(code);
  return {
    id: toUid(role.id),
    name: role.name[store],
    role_code: role.code,
    users_count: usersCount,
    permissions: role.permissions.map((id, i) => ({
      id,
      text: PERMISSION_TEXT[id],
      sort_order: i * 10,
      children: [],
    })),
  };
};

export const roleName = (code: CompanyRoleCode, store: StoreCode) => roleByCode(code).name[store];

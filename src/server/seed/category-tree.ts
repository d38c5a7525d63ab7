// The shop's category tree: 5 departments, up to 5 levels, with the product kinds sold in each leaf.
import type { CategoryDef } from '@/server/seed/category-defs';
import { BUILD_DEPARTMENTS } from '@/server/seed/departments-build';
import { HOME_DEPARTMENTS } from '@/server/seed/departments-home';

export const DEPARTMENTS: CategoryDef[] = [...BUILD_DEPARTMENTS, ...HOME_DEPARTMENTS];

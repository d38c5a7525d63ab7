// Category tree definitions: types and the small builders the department files use.
import type { Shape, Unit } from '@/server/seed/families';
import type { ModKey } from '@/server/seed/name-modifiers';

export interface KindDef {
  et: string;
  ru: string;
  /** Regular price range in EUR. */
  min: number;
  max: number;
  mods: ModKey;
  unit: Unit;
}

/** Leaves marked with a product type get that type's products (and, except 'configurable', no simple ones). */
export type LeafType = 'configurable' | 'downloadable' | 'virtual' | 'giftcard';

export interface CategoryDef {
  et: string;
  ru: string;
  shape: Shape;
  kinds: KindDef[];
  children: CategoryDef[];
  type?: LeafType;
}

export const k = (
  et: string,
  ru: string,
  min: number,
  max: number,
  mods: ModKey = 'none',
  unit: Unit = 'tk',
): KindDef => ({
  et,
  ru,
  min,
  max,
  mods,
  unit,
});
export const c = (et: string, ru: string, shape: Shape, children: CategoryDef[]): CategoryDef => ({
  et,
  ru,
  shape,
  kinds: [],
  children,
});
export const l = (et: string, ru: string, shape: Shape, kinds: KindDef[], type?: LeafType): CategoryDef => ({
  et,
  ru,
  shape,
  kinds,
  children: [],
  ...(type ? { type } : {}),
});

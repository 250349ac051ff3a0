import { TRAIT_TYPE_UPDATED_EVENT } from '@pathwise/contract';

/** Tells every open trait picker (in any screen of this tab) that the custom trait types changed. */
export function announceTraitTypesChanged(): void {
  window.dispatchEvent(new Event(TRAIT_TYPE_UPDATED_EVENT));
}

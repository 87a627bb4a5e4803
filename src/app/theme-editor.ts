/**
 * The theme editor re-renders a section on every settings change: it removes the section's
 * element (`shopify:section:unload`, the element still in the page) and puts a new one in
 * (`shopify:section:load`). Both bubble to `document` from the section's wrapper. The app
 * unmounts from the old element and mounts into the new one, once: a load whose section holds
 * no mount element, or a second load of the element already mounted, does nothing.
 */
export interface SectionLifecycle {
  /** The mount element in `section` when there is one, else null. */
  find(section: Element): HTMLElement | null;
  mount(container: HTMLElement): void;
  unmount(): void;
  /** The element the app is mounted in, or null. */
  mounted(): HTMLElement | null;
}

export const SECTION_LOAD = 'shopify:section:load';
export const SECTION_UNLOAD = 'shopify:section:unload';

/** Listens for the editor's section events; answers the function that stops listening. */
export function followThemeEditor(lifecycle: SectionLifecycle): () => void {
  const onUnload = (event: Event) => {
    const current = lifecycle.mounted();
    if (current && event.target instanceof Node && event.target.contains(current)) {
      lifecycle.unmount();
    }
  };
  const onLoad = (event: Event) => {
    if (!(event.target instanceof Element)) return;
    const container = lifecycle.find(event.target);
    if (!container || lifecycle.mounted() === container) return;
    // The editor may skip the unload (a section replaced by script): one app at a time.
    if (lifecycle.mounted()) lifecycle.unmount();
    lifecycle.mount(container);
  };
  document.addEventListener(SECTION_UNLOAD, onUnload);
  document.addEventListener(SECTION_LOAD, onLoad);
  return () => {
    document.removeEventListener(SECTION_UNLOAD, onUnload);
    document.removeEventListener(SECTION_LOAD, onLoad);
  };
}

/**
 * The theme editor replaces a section on every settings change (`shopify:section:unload`/`load`,
 * bubbling to `document`): the app moves to the new element, once.
 */
export interface SectionLifecycle {
  find(section: Element): HTMLElement | null;
  mount(container: HTMLElement): void;
  unmount(): void;
  mounted(): HTMLElement | null;
}

export const SECTION_LOAD = 'shopify:section:load';
export const SECTION_UNLOAD = 'shopify:section:unload';

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

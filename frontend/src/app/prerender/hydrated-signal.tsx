import { useEffect, type ComponentType } from 'react';

/** Fires the hydrated event once the page's own content has hydrated (its effects run then, not before). */
export function withHydratedSignal(Component: ComponentType, hydrated: () => void): ComponentType {
  return function HydratingScreen() {
    // A parent's effects run after its children's. No sibling element either: a fragment of two
    // children changes the useId values of the whole screen, which then differ from the prerendered ones.
    useEffect(() => {
      hydrated();
    }, []);
    // Renders nothing of its own: the markup stays the prerendered one.
    return <Component />;
  };
}

/** Focus an element by id once React has rendered it (after an add, or a jump to a step). */
export function focusSoon(id: string) {
  requestAnimationFrame(() => {
    const element = document.getElementById(id);
    element?.focus();
    element?.scrollIntoView?.({ block: 'center' });
  });
}

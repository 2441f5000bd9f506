import type { CSSProperties } from 'react';
import { ToastContainer } from 'react-toastify';

/** The spec's notification settings (section 9). */
export const toastSettings = {
  position: 'top-right',
  autoClose: 5000,
  draggablePercent: 80,
  theme: 'light',
  width: 320,
  zIndex: 9999,
} as const;

const containerStyle = {
  '--toastify-toast-width': `${toastSettings.width}px`,
  '--toastify-z-index': toastSettings.zIndex,
} as CSSProperties;

/** Alt+T moves focus to the notifications (spec section 9). */
export const isToastHotKey = (e: KeyboardEvent) => e.altKey && e.code === 'KeyT';

export function Toasts() {
  return (
    <ToastContainer
      position={toastSettings.position}
      autoClose={toastSettings.autoClose}
      draggablePercent={toastSettings.draggablePercent}
      theme={toastSettings.theme}
      hotKeys={isToastHotKey}
      style={containerStyle}
    />
  );
}

import { Button } from '../../../../components/ui/button';

/** 'Design' in the builder's bar, beside the template picker: opens and closes the panel. */
export function DesignToggle({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  return (
    <Button
      id="design-toggle"
      variant="ghost"
      className={`px-2.5 py-1.5 ${open ? 'bg-slate-100 text-navy-900' : ''}`}
      aria-expanded={open}
      aria-controls="design-panel"
      onClick={onToggle}
      title="Colour, font, size, spacing, margins, fit to pages and sections"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-4 w-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M12 3a9 9 0 1 0 0 18c1.1 0 1.5-.8 1.5-1.5 0-.4-.2-.8-.4-1.1-.3-.3-.4-.7-.4-1.1 0-.8.7-1.5 1.5-1.5H16a5 5 0 0 0 5-5c0-4.4-4-7.8-9-7.8Z" />
        <circle cx="7.5" cy="11" r="1" fill="currentColor" />
        <circle cx="10.5" cy="7" r="1" fill="currentColor" />
        <circle cx="15" cy="7.5" r="1" fill="currentColor" />
      </svg>
      Design
    </Button>
  );
}

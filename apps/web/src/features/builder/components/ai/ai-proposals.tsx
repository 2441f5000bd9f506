import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../../../components/ui/button';
import { useShowProposal, type ProposalPreview } from '../../preview/live-preview-context';
import { AiButton, AiPanel, useAiRequest, type AiRequest } from './ai-suggest';
import { TextDiff } from './text-diff';

export type AiProposalsProps = AiRequest & {
  /** The button's text, e.g. 'AI Suggestion'. */
  label: string;
  /** Its accessible name when the text alone is ambiguous (one per card). */
  name?: string;
  disabled?: boolean;
  disabledHint?: ReactNode;
  /** The field's text now (what a proposal replaces). */
  current: () => string;
  /** Puts an accepted proposal into the field (an edit like any other: undo takes it back). */
  accept: (text: string) => void;
  /** The resume with a proposal in the field, for the preview while it is looked at. */
  preview: (text: string) => ProposalPreview;
};

/**
 * AI proposals for one text field (spec section 4, issue 26): each one shown against the
 * user's text as a diff, with Accept and Keep mine. Nothing changes until Accept; the
 * preview shows a proposal only while it is hovered or focused. Closing, Escape or leaving
 * the step keep the user's text.
 */
export function AiProposals({
  label,
  name,
  disabled,
  disabledHint,
  current,
  accept,
  preview,
  ...request
}: AiProposalsProps) {
  const ai = useAiRequest(request);
  const listId = useId();
  const showProposal = useShowProposal();
  // The field's text when the proposals were asked for: what they are compared with.
  const [original, setOriginal] = useState('');
  const looking = useRef(false);
  const look = (text: string | null) => {
    looking.current = text !== null;
    showProposal(text === null ? null : preview(text));
  };
  // Leaving the step (unmounting) takes any proposal out of the preview.
  useEffect(
    () => () => {
      if (looking.current) showProposal(null);
    },
    [showProposal],
  );
  const close = () => {
    look(null);
    ai.close();
  };
  const items = ai.state.kind === 'options' ? ai.state.items : [];

  return (
    <AiButton
      label={label}
      name={name}
      disabled={disabled}
      disabledHint={disabledHint}
      state={ai.state}
      controls={listId}
      onClick={() => {
        setOriginal(current());
        look(null);
        void ai.run();
      }}
    >
      <AiPanel id={listId} title="Review each proposal" onClose={close} closeLabel="Keep my text">
        <ul className="flex flex-col gap-2" aria-label={`${name ?? label} options`}>
          {items.map((item, index) => (
            <li
              key={item}
              aria-label={`Proposal ${index + 1}`}
              className="rounded-md border border-slate-200 p-2 focus-within:border-navy-400 hover:border-navy-400"
              onMouseEnter={() => look(item)}
              onMouseLeave={() => look(null)}
              onFocus={() => look(item)}
              onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null)) look(null);
              }}
            >
              <TextDiff before={original} after={item} />
              <div className="mt-2 flex flex-wrap gap-2">
                <Button
                  className="px-3 py-1 text-sm"
                  onClick={() => {
                    if (current() !== original) {
                      look(null);
                      ai.setState({
                        kind: 'message',
                        text: 'Your text changed after these proposals were made, so it was kept. Ask again for proposals that fit it.',
                      });
                      return;
                    }
                    accept(item);
                    close();
                  }}
                >
                  Accept
                </Button>
                <Button
                  variant="secondary"
                  className="px-3 py-1 text-sm"
                  onClick={() => {
                    look(null);
                    const rest = items.filter((i) => i !== item);
                    if (rest.length === 0) ai.close();
                    else ai.setState({ kind: 'options', items: rest });
                  }}
                >
                  Keep mine
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </AiPanel>
    </AiButton>
  );
}

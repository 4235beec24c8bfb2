import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface PillTab<K extends string> {
  key: K;
  label: string;
  emoji?: string;
}

/**
 * Tabs as rounded pills that wrap onto a second line on a narrow phone, rather than hiding tabs
 * behind a "more" menu. WAI-ARIA tabs: one tab stop, arrow keys, Home and End move between tabs.
 */
export function PillTabs<K extends string>({
  label,
  tabs,
  active,
  onChange,
  className,
  children,
}: {
  label: string;
  className?: string;
  tabs: readonly PillTab<K>[];
  active: K;
  onChange: (key: K) => void;
  children: ReactNode;
}) {
  const id = useId();
  const buttons = useRef(new Map<K, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    const tab = next === null ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onChange(tab.key);
    buttons.current.get(tab.key)?.focus();
  };

  return (
    <div className={className ? `pill-tabs ${className}` : 'pill-tabs'}>
      <div role="tablist" aria-label={label} className="pill-tablist">
        {tabs.map((tab, index) => {
          const selected = tab.key === active;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                if (element) buttons.current.set(tab.key, element);
                else buttons.current.delete(tab.key);
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.key}`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              className="pill-tab"
              onClick={() => onChange(tab.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.emoji && (
                <span className="pill-tab-emoji" aria-hidden="true">
                  {tab.emoji}{' '}
                </span>
              )}
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${active}`} className="pill-tabpanel">
        {children}
      </div>
    </div>
  );
}

/**
 * The FormBuilder's workspace, without Firebase: toolbar; palette | canvas | side panel. It creates
 * the builder store once from `definition`, reports every change through `onChange` (the page
 * autosaves), and starts over when given a different definition object (another form, or theirs
 * after a save conflict). On a phone the columns stack and the palette folds into a menu.
 */
import { Activity, useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Edit, FormDefinition } from '@engine';
import { Announcer, type Speak } from './Announcer';
import { BuilderStoreContext, createBuilderStore } from '../store';
import { BuilderDnd } from './canvas/BuilderDnd';
import { Canvas } from './canvas/Canvas';
import { JsonView } from './JsonView';
import { Palette } from './Palette';
import { ProblemsPanel } from './ProblemsPanel';
import { ProblemsProvider, useProblems } from './problems';
import { RefusalNotice } from './RefusalNotice';
import { Toolbar } from './Toolbar';
import { ChecksEditor, LivePreview, PropertyPanel, ScoringEditor, TryItPanel } from './panels';
import {
  isStackedLayout,
  LAYOUT_QUERIES,
  showQuestionSettingsSoon,
  useMediaQuery,
  WorkspaceContext,
  type PanelTab,
  type WorkspaceContextValue,
} from './workspace-context';
import './workspace.css';

export interface FormBuilderWorkspaceProps {
  definition: FormDefinition;
  /** every change, with the edits that led to it since the workspace opened (undo takes edits off) */
  onChange?(definition: FormDefinition, log: readonly Edit[]): void;
  /** the page's save state ("Saved", "Saving…", "Not saved — retry") */
  status?: ReactNode;
  /** the page's actions (Publish ...); they may call useProblems() */
  actions?: ReactNode;
}

const TABS: { id: PanelTab; label: string; render: () => ReactNode }[] = [
  { id: 'question', label: 'Question', render: () => <PropertyPanel /> },
  { id: 'scoring', label: 'Scoring', render: () => <ScoringEditor /> },
  { id: 'checks', label: 'Checks', render: () => <ChecksEditor /> },
  { id: 'try', label: 'Try it', render: () => <TryItPanel /> },
  { id: 'preview', label: 'Preview', render: () => <LivePreview /> },
  { id: 'problems', label: 'Problems', render: () => <ProblemsPanel /> },
  { id: 'json', label: 'JSON', render: () => <JsonView /> },
];

function ProblemsTabLabel() {
  const { problems } = useProblems();
  return <>Problems{problems.length > 0 && <span className="fb-count"> ({problems.length})</span>}</>;
}

/**
 * The tabs of the side panel. On a wide screen the live preview is not a tab: it sits below them,
 * always in view while a question's settings are open (`LAYOUT_QUERIES.wide`).
 */
function SidePanel({ tab, onTab }: { tab: PanelTab; onTab(tab: PanelTab): void }) {
  const wide = useMediaQuery(LAYOUT_QUERIES.wide);
  const tabList = wide ? TABS.filter((t) => t.id !== 'preview') : TABS;
  const shown = wide && tab === 'preview' ? 'question' : tab;
  // a tab once opened stays mounted (hidden, updated at low priority) so the preview keeps its answers
  const [opened, setOpened] = useState<ReadonlySet<PanelTab>>(() => new Set([shown]));
  if (!opened.has(shown)) setOpened(new Set([...opened, shown]));
  const tabs = useRef<Record<string, HTMLButtonElement | null>>({});

  function onKeyDown(event: KeyboardEvent, index: number) {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabList.length - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = tabList[(next + tabList.length) % tabList.length]!;
    onTab(target.id);
    tabs.current[target.id]?.focus();
  }

  const settings = (
    <>
      <div role="tablist" aria-label="Side panel" className="fb-tabs">
        {tabList.map((t, i) => (
          <button
            key={t.id}
            ref={(element) => {
              tabs.current[t.id] = element;
            }}
            type="button"
            role="tab"
            id={`fb-tab-${t.id}`}
            aria-selected={shown === t.id}
            aria-controls={`fb-panel-${t.id}`}
            tabIndex={shown === t.id ? 0 : -1}
            className="fb-tab"
            onClick={() => onTab(t.id)}
            onKeyDown={(event) => onKeyDown(event, i)}
            data-testid={`tab-${t.id}`}
          >
            {t.id === 'problems' ? <ProblemsTabLabel /> : t.label}
          </button>
        ))}
      </div>
      {tabList
        .filter((t) => opened.has(t.id))
        .map((t) => (
          <div
            key={t.id}
            role="tabpanel"
            id={`fb-panel-${t.id}`}
            aria-labelledby={`fb-tab-${t.id}`}
            hidden={shown !== t.id}
            tabIndex={-1}
            className="fb-tabpanel"
            data-testid={`panel-${t.id}`}
          >
            <Activity mode={shown === t.id ? 'visible' : 'hidden'}>{t.render()}</Activity>
          </div>
        ))}
    </>
  );

  if (!wide) {
    return (
      <aside className="fb-side" aria-label="Question settings, scoring, preview and checks">
        {settings}
      </aside>
    );
  }
  return (
    <aside className="fb-side fb-side--with-preview" aria-label="Question settings, scoring, checks and preview">
      <div className="fb-side-settings">{settings}</div>
      <WidePreview />
    </aside>
  );
}

/**
 * The live preview under the settings on a wide screen. It is drawn just after the workspace's
 * first paint (the canvas first), and can be folded away to give the settings the whole height.
 */
function WidePreview() {
  const ready = useDeferredValue(true, false);
  const [open, setOpen] = useState(true);
  const id = useId();
  return (
    <section className={`fb-side-preview${open ? '' : ' is-folded'}`} aria-labelledby={`${id}-title`} data-testid="panel-preview">
      <div className="fb-side-preview-bar">
        <h2 id={`${id}-title`} className="fb-panel-heading">
          Preview
        </h2>
        <button type="button" className="button secondary small" aria-expanded={open} aria-controls={`${id}-body`} onClick={() => setOpen(!open)}>
          {open ? 'Hide preview' : 'Show preview'}
        </button>
      </div>
      <div id={`${id}-body`} className="fb-side-preview-body" hidden={!open}>
        <Activity mode={open ? 'visible' : 'hidden'}>{ready ? <LivePreview heading={false} /> : <p className="muted">Loading the preview…</p>}</Activity>
      </div>
    </section>
  );
}

export function FormBuilderWorkspace({ definition, onChange, status, actions }: FormBuilderWorkspaceProps) {
  const [store] = useState(() => createBuilderStore(definition));
  const [tab, setTab] = useState<PanelTab>('question');
  const speak = useRef<Speak | null>(null);
  const register = useCallback((next: Speak | null) => {
    speak.current = next;
  }, []);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  // a different definition object from the page means: start over from it
  const given = useRef(definition);
  useEffect(() => {
    if (given.current === definition) return;
    given.current = definition;
    if (store.getState().definition !== definition) store.getState().reset(definition);
  }, [definition, store]);

  useEffect(
    () =>
      store.subscribe((state, previous) => {
        if (state.definition !== previous.definition) onChangeRef.current?.(state.definition, state.history.log);
        // choosing a question or section (on the canvas, in a problem or a refusal) shows it
        if (state.selection !== previous.selection && state.selection) setTab('question');
      }),
    [store],
  );

  const announce = useCallback((text: string) => speak.current?.(text), []);
  // beside the canvas, choosing a question shows its settings there already; below it, bring them into view
  const revealEditor = useCallback(() => {
    if (!isStackedLayout()) return;
    setTab('question');
    showQuestionSettingsSoon();
  }, []);
  const context = useMemo<WorkspaceContextValue>(() => ({ announce, showTab: setTab, revealEditor }), [announce, revealEditor]);

  return (
    <BuilderStoreContext.Provider value={store}>
      <WorkspaceContext.Provider value={context}>
        <ProblemsProvider>
          <div className="fb-workspace">
            <Toolbar status={status} actions={actions} />
            <RefusalNotice />
            <div className="fb-columns">
              <BuilderDnd>
                <Palette />
                <Canvas />
              </BuilderDnd>
              <SidePanel tab={tab} onTab={setTab} />
            </div>
            <Announcer register={register} />
          </div>
        </ProblemsProvider>
      </WorkspaceContext.Provider>
    </BuilderStoreContext.Provider>
  );
}

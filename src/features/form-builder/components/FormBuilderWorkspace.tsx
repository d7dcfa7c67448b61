/**
 * The FormBuilder's workspace, without Firebase: toolbar; palette | canvas | side panel. It creates
 * the builder store once from `definition`, reports every change through `onChange` (the page
 * autosaves), and starts over when given a different definition object (another form, or theirs
 * after a save conflict). On a phone the columns stack and the palette folds into a menu.
 */
import { Activity, useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { FormDefinition } from '@engine';
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
import { LivePreview, PropertyPanel, ScoringEditor, TryItPanel } from './panels';
import { isPhoneLayout, showQuestionSettingsSoon, WorkspaceContext, type PanelTab, type WorkspaceContextValue } from './workspace-context';
import './workspace.css';

export interface FormBuilderWorkspaceProps {
  definition: FormDefinition;
  onChange?(definition: FormDefinition): void;
  /** the page's save state ("Saved", "Saving…", "Not saved — retry") */
  status?: ReactNode;
  /** the page's actions (Publish ...); they may call useProblems() */
  actions?: ReactNode;
}

const TABS: { id: PanelTab; label: string; render: () => ReactNode }[] = [
  { id: 'question', label: 'Question', render: () => <PropertyPanel /> },
  { id: 'scoring', label: 'Scoring', render: () => <ScoringEditor /> },
  { id: 'try', label: 'Try it', render: () => <TryItPanel /> },
  { id: 'preview', label: 'Preview', render: () => <LivePreview /> },
  { id: 'problems', label: 'Problems', render: () => <ProblemsPanel /> },
  { id: 'json', label: 'JSON', render: () => <JsonView /> },
];

function ProblemsTabLabel() {
  const { problems } = useProblems();
  return <>Problems{problems.length > 0 && <span className="fb-count"> ({problems.length})</span>}</>;
}

function SidePanel({ tab, onTab }: { tab: PanelTab; onTab(tab: PanelTab): void }) {
  // a tab once opened stays mounted (hidden, updated at low priority) so the preview keeps its answers
  const [opened, setOpened] = useState<ReadonlySet<PanelTab>>(() => new Set([tab]));
  if (!opened.has(tab)) setOpened(new Set([...opened, tab]));
  const tabs = useRef<Record<string, HTMLButtonElement | null>>({});

  function onKeyDown(event: KeyboardEvent, index: number) {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = TABS[(next + TABS.length) % TABS.length]!;
    onTab(target.id);
    tabs.current[target.id]?.focus();
  }

  return (
    <aside className="fb-side" aria-label="Question settings, scoring, preview and checks">
      <div role="tablist" aria-label="Side panel" className="fb-tabs">
        {TABS.map((t, i) => (
          <button
            key={t.id}
            ref={(element) => {
              tabs.current[t.id] = element;
            }}
            type="button"
            role="tab"
            id={`fb-tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls={`fb-panel-${t.id}`}
            tabIndex={tab === t.id ? 0 : -1}
            className="fb-tab"
            onClick={() => onTab(t.id)}
            onKeyDown={(event) => onKeyDown(event, i)}
            data-testid={`tab-${t.id}`}
          >
            {t.id === 'problems' ? <ProblemsTabLabel /> : t.label}
          </button>
        ))}
      </div>
      {TABS.filter((t) => opened.has(t.id)).map((t) => (
        <div
          key={t.id}
          role="tabpanel"
          id={`fb-panel-${t.id}`}
          aria-labelledby={`fb-tab-${t.id}`}
          hidden={tab !== t.id}
          tabIndex={-1}
          className="fb-tabpanel"
          data-testid={`panel-${t.id}`}
        >
          <Activity mode={tab === t.id ? 'visible' : 'hidden'}>{t.render()}</Activity>
        </div>
      ))}
    </aside>
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
        if (state.definition !== previous.definition) onChangeRef.current?.(state.definition);
        // choosing a question or section (on the canvas, in a problem or a refusal) shows it
        if (state.selection !== previous.selection && state.selection) setTab('question');
      }),
    [store],
  );

  const announce = useCallback((text: string) => speak.current?.(text), []);
  // on a desktop the panel is beside the canvas: choosing a question shows it there already
  const revealEditor = useCallback(() => {
    if (!isPhoneLayout()) return;
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

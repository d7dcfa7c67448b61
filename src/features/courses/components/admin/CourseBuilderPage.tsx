import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type FocusEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { AutosaveStatus, Loading, Page } from '../../../../ui';
import { loadBuilderCourse, saveCourse, useSignedIn, type BuilderCourse } from '../../api/admin-api';
import { useBuilderCourse } from '../../api/admin-builder';
import { adminCourseKeys } from '../../api/admin-keys';
import { ChapterEditor } from './ChapterEditor';
import { ChapterList } from './ChapterList';
import { movedText } from './chapter-moves';
import { CourseConflictDialog } from './CourseConflictDialog';
import { CourseDetails } from './CourseDetails';
import { addChapter, chapterName, moveChapter, newChapterId, removeChapter, updateChapter, type Problem } from './course-draft';
import { coursePagePath, editTime } from './course-admin-words';
import { fieldId } from './inputs';
import { RemoveChapterDialog } from './RemoveChapterDialog';
import { useCourseBuilder } from './use-course-builder';
import './admin.css';

/** Focus an element once React has drawn it (a chapter just added or selected). */
function focusSoon(id: string) {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}

const chapterOfField = (field: string): string | null => (field.startsWith('chapter:') ? field.split(':')[1]! : null);

function ProblemList({ problems, onGo }: { problems: Problem[]; onGo(problem: Problem): void }) {
  return (
    <div className="alert ca-problems" role="alert">
      <p>These changes are not saved until {problems.length === 1 ? 'this is' : 'these are'} fixed:</p>
      <ul>
        {problems.map((problem) => (
          <li key={problem.field}>
            <button type="button" className="linklike" onClick={() => onGo(problem)}>{problem.where}</button>: {problem.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

function CourseBuilder({ courseId, loaded }: { courseId: string; loaded: BuilderCourse }) {
  const myUid = useSignedIn((s) => s.user?.uid ?? null);
  const client = useQueryClient();
  const builder = useCourseBuilder({ courseId, loaded, save: saveCourse, load: loadBuilderCourse });
  const { draft, problems, state, edit } = builder;
  const [selectedId, setSelectedId] = useState<string | null>(draft.chapters[0]?.id ?? null);
  const [removing, setRemoving] = useState<string | null>(null);
  const [publishNote, setPublishNote] = useState<string | null>(null);
  const [said, setSaid] = useState({ text: '', n: 0 });
  const say = (text: string) => setSaid((s) => ({ text, n: s.n + 1 }));

  // the courses list shows the new title, status and counts
  const revision = useRef(state.revision);
  useEffect(() => {
    if (state.revision === revision.current) return;
    revision.current = state.revision;
    void client.invalidateQueries({ queryKey: adminCourseKeys.list() });
  }, [state.revision, client]);

  const errors = useMemo(() => new Map(problems.map((p) => [p.field, p.message])), [problems]);
  const errorOf = (field: string) => errors.get(field) ?? null;
  const withProblems = useMemo(() => new Set(problems.map((p) => chapterOfField(p.field)).filter((id): id is string => id !== null)), [problems]);
  const selectedIndex = draft.chapters.findIndex((c) => c.id === selectedId);
  const selected = selectedIndex >= 0 ? draft.chapters[selectedIndex]! : null;

  const goTo = (problem: Problem) => {
    const chapter = chapterOfField(problem.field);
    if (chapter) setSelectedId(chapter);
    focusSoon(fieldId(problem.field));
  };

  const onAdd = () => {
    const id = newChapterId(draft.chapters);
    edit((d) => addChapter(d, id));
    setSelectedId(id);
    say(`Chapter ${draft.chapters.length + 1} added, as a draft.`);
    focusSoon(fieldId(`chapter:${id}:title`));
  };

  const onMove = (id: string, to: number, how: 'drag' | 'button') => {
    edit((d) => moveChapter(d, id, to));
    if (how === 'button') {
      const index = draft.chapters.findIndex((c) => c.id === id);
      say(movedText(chapterName(draft.chapters[index]!, index), to, draft.chapters.length));
    }
  };

  const confirmRemove = () => {
    const id = removing;
    setRemoving(null);
    if (!id) return;
    const index = draft.chapters.findIndex((c) => c.id === id);
    const name = chapterName(draft.chapters[index]!, index);
    const rest = draft.chapters.filter((c) => c.id !== id);
    const next = rest[Math.min(index, rest.length - 1)] ?? null;
    edit((d) => removeChapter(d, id));
    if (selectedId === id) setSelectedId(next?.id ?? null);
    say(`Chapter “${name}” removed.`);
    focusSoon(next ? `cb-open-${next.id}` : 'cb-add-chapter');
  };

  const publish = (published: boolean) => {
    setPublishNote(null);
    if (published) {
      if (problems.length > 0) return setPublishNote('Fix the problems shown before publishing.');
      if (!draft.chapters.some((c) => c.published)) return setPublishNote('Publish at least one chapter first: tick “Published” on a chapter.');
    }
    edit((d) => ({ ...d, published }));
    say(published ? 'The course is published: it is in the catalogue once saved.' : 'The course is unpublished: it leaves the catalogue once saved.');
    void builder.saveNow();
  };

  // leaving a field saves at once (the debounce is for typing)
  const onBlur = (event: FocusEvent) => {
    if (event.target.matches('input, textarea, select') && state.status === 'dirty') void builder.saveNow();
  };

  const removingChapter = draft.chapters.find((c) => c.id === removing);
  return (
    <div className="ca-builder" onBlur={onBlur}>
      <div className="ca-bar">
        <AutosaveStatus
          state={state}
          problems={problems.length}
          onRetry={builder.retry}
          className="ca-save"
          buttonClassName="ca-button"
          savedAtText={editTime}
          testId="course-save-status"
        />
        <span className={`ca-badge ca-badge-${draft.archived ? 'archived' : draft.published ? 'published' : 'draft'}`} data-testid="course-status">
          {draft.archived ? 'Archived' : draft.published ? 'Published' : 'Draft'}
        </span>
        {draft.archived ? null : draft.published ? (
          <button type="button" className="button secondary" onClick={() => publish(false)}>Unpublish course</button>
        ) : (
          <button type="button" className="button" onClick={() => publish(true)}>Publish course</button>
        )}
        <Link className="button secondary" to={coursePagePath(courseId)}>Open the course page</Link>
        <Link to="/admin/courses">All courses</Link>
      </div>
      <div role="status" aria-live="polite" className="ca-live">
        {publishNote ? <span className="field-error">{publishNote}</span> : null}
      </div>
      <div className="visually-hidden" role="status" aria-live="polite" data-testid="course-builder-announcer">
        <span key={said.n}>{said.text}</span>
      </div>
      {draft.archived ? (
        <p className="notice">This course is archived: it is out of the catalogue, and members already enrolled can still finish it. Unarchive it from the courses list to publish it again.</p>
      ) : null}
      {state.status === 'invalid' && problems.length > 0 ? <ProblemList problems={problems} onGo={goTo} /> : null}
      <CourseDetails draft={draft} errorOf={errorOf} onChange={(change) => edit((d) => ({ ...d, ...change }))} />
      <section className="ca-chapters-area" aria-labelledby="cb-chapters-heading">
        <div className="card ca-panel">
          <h2 id="cb-chapters-heading" className="ca-h2">Chapters</h2>
          <p className="muted ca-small">Drag a chapter by its handle, or use Up and Down, to change the order. Only published chapters are shown to members.</p>
          <ChapterList
            chapters={draft.chapters}
            selectedId={selectedId}
            withProblems={withProblems}
            onSelect={(id) => {
              setSelectedId(id);
              // the editor is beside the list on a desktop, below it on a phone: take the reader there
              focusSoon('cb-chapter-title');
            }}
            onMove={onMove}
            onRemove={setRemoving}
          />
          <button type="button" id="cb-add-chapter" className="button secondary" onClick={onAdd}>Add chapter</button>
        </div>
        {selected ? (
          <ChapterEditor
            key={selected.id}
            chapter={selected}
            index={selectedIndex}
            errorOf={errorOf}
            onChange={(change) => edit((d) => updateChapter(d, selected.id, change))}
          />
        ) : (
          <p className="placeholder">Choose a chapter to edit it, or add one.</p>
        )}
      </section>
      {removingChapter ? (
        <RemoveChapterDialog name={chapterName(removingChapter, draft.chapters.indexOf(removingChapter))} onConfirm={confirmRemove} onClose={() => setRemoving(null)} />
      ) : null}
      {state.status === 'conflict' && state.conflict ? (
        <CourseConflictDialog conflict={state.conflict} myUid={myUid} onReloadTheirs={builder.reloadTheirs} onKeepMine={builder.keepMine} />
      ) : null}
    </div>
  );
}

/** /admin/courses/builder/:courseId: the course's details and chapters, saved as they are edited. */
export function CourseBuilderPage() {
  const { courseId = '' } = useParams();
  const course = useBuilderCourse(courseId);
  const title = course.data ? `Course builder: ${course.data.course.title}` : 'Course builder';
  return (
    <Page title={title}>
      {course.isPending ? <Loading label="Loading the course…" /> : null}
      {course.isError ? (
        <div className="alert" role="alert">
          <p>The course could not be loaded. {course.error.message}</p>
          <button type="button" className="button secondary" onClick={() => void course.refetch()}>Try again</button>
        </div>
      ) : null}
      {course.isSuccess && !course.data ? (
        <div className="placeholder" role="status">
          <p>There is no course called “{courseId}”. It may have been deleted.</p>
          <Link to="/admin/courses">Back to the courses</Link>
        </div>
      ) : null}
      {course.data ? <CourseBuilder key={courseId} courseId={courseId} loaded={course.data} /> : null}
    </Page>
  );
}

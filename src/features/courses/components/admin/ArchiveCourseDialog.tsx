import { Dialog } from '../../../../ui';
import type { AdminCourse } from '../../api/admin-api';
import { useArchiveCourse } from '../../api/admin-course-actions';

/** Confirms archiving a course (out of the catalogue; enrolled members keep learning) or bringing it back as a draft. */
export function ArchiveCourseDialog({ course, onClose }: { course: AdminCourse; onClose(): void }) {
  const archive = useArchiveCourse();
  const archiving = !course.archived;
  const confirm = () => archive.mutate({ courseId: course.id, archived: archiving }, { onSuccess: onClose });
  return (
    <Dialog title={archiving ? `Archive “${course.title}”?` : `Unarchive “${course.title}”?`} onCancel={archive.isPending ? undefined : onClose}>
      <p>
        {archiving
          ? 'It leaves the catalogue and can no longer be joined. Members already enrolled keep their progress and can still finish it. You can unarchive it later.'
          : 'It comes back as an unpublished draft: publish it from the course builder when it is ready.'}
      </p>
      {archive.isError ? <p className="alert" role="alert">{archive.error.message}</p> : null}
      <div className="ca-dialog-actions">
        <button type="button" className="button" onClick={confirm} disabled={archive.isPending} data-autofocus>
          {archive.isPending ? (archiving ? 'Archiving…' : 'Unarchiving…') : archiving ? 'Archive' : 'Unarchive'}
        </button>
        <button type="button" className="button secondary" onClick={onClose} disabled={archive.isPending}>Cancel</button>
      </div>
    </Dialog>
  );
}

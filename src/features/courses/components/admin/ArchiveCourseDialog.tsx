import { ConfirmArchiveDialog } from '../../../../ui';
import type { AdminCourse } from '../../api/admin-api';
import { useArchiveCourse } from '../../api/admin-course-actions';

/** Confirms archiving a course (out of the catalogue; enrolled members keep learning) or bringing it back as a draft. */
export function ArchiveCourseDialog({ course, onClose }: { course: AdminCourse; onClose(): void }) {
  const archive = useArchiveCourse();
  const archiving = !course.archived;
  const confirm = () => archive.mutate({ courseId: course.id, archived: archiving }, { onSuccess: onClose });
  return (
    <ConfirmArchiveDialog
      title={course.title}
      archiving={archiving}
      consequence={
        archiving
          ? 'It leaves the catalogue and can no longer be joined. Members already enrolled keep their progress and can still finish it. You can unarchive it later.'
          : 'It comes back as an unpublished draft: publish it from the course builder when it is ready.'
      }
      pending={archive.isPending}
      error={archive.isError ? archive.error.message : null}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}

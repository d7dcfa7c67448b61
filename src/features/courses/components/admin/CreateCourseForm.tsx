import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { COURSE_LIMITS } from '@model';
import { Field } from '../../../../ui';
import { uniqueSlug } from '../../../../lib';
import { useCreateCourse } from '../../api/admin-course-actions';
import { builderPath } from './course-admin-words';

/** A title is all a new course needs: its address is the title's slug, unique among the courses; the builder opens next. */
export function CreateCourseForm({ takenIds, nextOrder }: { takenIds: string[]; nextOrder: number }) {
  const [title, setTitle] = useState('');
  const [tried, setTried] = useState(false);
  const create = useCreateCourse();
  const navigate = useNavigate();
  const courseId = uniqueSlug(title, takenIds);
  const problem = !title.trim() ? 'Give the course a title.' : !courseId ? 'Use some letters or numbers in the title.' : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problem || create.isPending) return;
    create.mutate({ courseId, title, order: nextOrder }, { onSuccess: () => navigate(builderPath(courseId)) });
  };
  return (
    <form className="ca-create card" onSubmit={submit} noValidate aria-labelledby="ca-create-title">
      <h2 id="ca-create-title" className="ca-h2">New course</h2>
      <Field
        label="Title"
        value={title}
        maxLength={COURSE_LIMITS.title}
        onChange={(event) => setTitle(event.target.value)}
        hint={courseId ? `Its address will be /courses/${courseId}` : 'Its address is made from the title.'}
        error={tried ? problem : null}
        autoComplete="off"
      />
      {create.isError ? <p className="alert" role="alert">{create.error.message}</p> : null}
      <div>
        <button type="submit" className="button" disabled={create.isPending}>{create.isPending ? 'Creating…' : 'Create course'}</button>
      </div>
    </form>
  );
}

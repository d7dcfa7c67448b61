/** Links between the administrators' form pages. */
export const builderPath = (formId: string) => `/admin/form-builder?id=${encodeURIComponent(formId)}`;
export const previewPath = (formId: string, version?: number | 'draft') =>
  `/admin/form-preview?id=${encodeURIComponent(formId)}${version === undefined ? '' : `&version=${version}`}`;

import { Page, Placeholder } from '../../../ui';

export function FormBuilderPage() {
  return (
    <Page title="Form builder" intro="Design assessment forms by dragging fields into sections.">
      <Placeholder>The drag-and-drop form builder is coming in a later release. Authors can commit definitions to schemas/forms/ today.</Placeholder>
    </Page>
  );
}

export function FormPreviewPage() {
  return (
    <Page title="Form preview">
      <Placeholder>Previews of draft forms will show here.</Placeholder>
    </Page>
  );
}

import { fromData } from '../../../data';

/** The administrators' media page's door to the data layer. */
export {
  mediaUploadsAvailable,
  DataError,
  type MediaItem,
  type MediaSave,
  type UploadControls,
} from '../../../data';

export const listAllMedia = fromData('media-admin', 'listAllMedia');
export const loadEditableMedia = fromData('media-admin', 'loadEditableMedia');
export const saveMedia = fromData('media-admin', 'saveMedia');
export const setMediaPublished = fromData('media-admin', 'setMediaPublished');
export const deleteMedia = fromData('media-admin', 'deleteMedia');
export const startMediaUpload = fromData('media-upload', 'startMediaUpload');

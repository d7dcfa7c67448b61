/** The administrators' media page's door to the data layer. */
export {
  listAllMedia,
  loadEditableMedia,
  saveMedia,
  setMediaPublished,
  deleteMedia,
  mediaUploadsAvailable,
  startMediaUpload,
  DataError,
  type MediaItem,
  type MediaSave,
  type UploadControls,
} from '../../../data';

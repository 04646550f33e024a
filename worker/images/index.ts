export {
  coverFacts,
  imageFreed,
  noteRelease,
  pictureChecks,
  type PictureFacts,
  releaseImage,
  uploadersPhotos,
} from './image-uploads';
export { imageExists, imageKeyFromUrl, imagePath, type ImageStore } from './images';
export { storeRequestUpload, uploadBodyLimit } from './upload-routes';

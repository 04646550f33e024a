export { type ApiProduct, apiProductById, joinedProducts, toApiProduct } from './listing-queries';
export { photosOf, productById } from './listing-writes';

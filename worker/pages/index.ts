export { sellerProfile } from './seller-profile';

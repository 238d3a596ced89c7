export { ShopLayout as default } from '../layouts/ShopLayout';

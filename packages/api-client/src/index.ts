export { type CartClient, createCartClient } from './cart.js';
export { type ContentClient, createContentClient, envelope } from './content.js';
export {
  ApiError,
  createHttpClient,
  type HttpClient,
  type HttpClientOptions,
  type HttpMethod,
  type RequestOptions,
} from './http.js';

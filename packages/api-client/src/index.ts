export { type CartClient, createCartClient } from './cart.js';
export {
  type Category,
  type ContentClient,
  type ContentPage,
  categorySchema,
  contentPageSchema,
  createContentClient,
  envelope,
  type FaqTopic,
  faqTopicSchema,
  type Home,
  homeSchema,
  type ProductListQuery,
  type RenderedProduct,
  renderedProductSchema,
} from './content.js';
export {
  ApiError,
  createHttpClient,
  type HttpClient,
  type HttpClientOptions,
  type HttpMethod,
  type RequestOptions,
} from './http.js';

export { type AddressClient, type BookAddress, createAddressClient } from './addresses.js';
export {
  type BiNutritionClient,
  type CatMenu,
  type CatMenuProfile,
  createBiNutritionClient,
  type MenuChoice,
  type MenuFood,
} from './bi-nutrition.js';
export { type AddItemInput, type CartClient, createCartClient, variantIri } from './cart.js';
export {
  type AddressingInput,
  type CardDetails,
  type CardToken,
  type CheckoutClient,
  createCheckoutClient,
  type PaypalApproval,
  type PickupPoint,
  type ShippingMethod,
} from './checkout.js';
export { type ContactClient, type ContactRequest, createContactClient } from './contact.js';
export {
  type Category,
  type ContentClient,
  type ContentPage,
  type CrossSell,
  categorySchema,
  contentPageSchema,
  createContentClient,
  crossSellSchema,
  envelope,
  type FaqTopic,
  faqTopicSchema,
  type Home,
  homeSchema,
  type Landing,
  landingSchema,
  type ProductListQuery,
  type RenderedProduct,
  renderedProductSchema,
} from './content.js';
export {
  type CaptchaChallenge,
  type CustomerClient,
  createCustomerClient,
  type PersonalData,
  type Registration,
  type Sponsorship,
} from './customers.js';
export {
  createGuideClient,
  type GuideClient,
  type GuideProfile,
  type GuideRation,
  type RecommendedProduct,
} from './guide.js';
export {
  ApiError,
  ApiTimeoutError,
  createHttpClient,
  type HttpClient,
  type HttpClientOptions,
  type HttpMethod,
  type RequestOptions,
} from './http.js';
export { createImageClient, type ImageClient, type UploadedImage } from './images.js';
export { LightHttpError, type LightRequest, requestJson } from './light.js';
export { createNewsletterClient, type NewsletterClient, type NewsletterSource } from './newsletter.js';
export { createPetClient, type PetClient, type SavedPet } from './pets.js';
export {
  createProductStore,
  ProductNotFoundError,
  type ProductStore,
  type ProductStoreOptions,
  type RenderLevel,
} from './product-store.js';
export {
  createSearchClient,
  type SearchClient,
  type SearchClientOptions,
  SearchError,
  type SearchNetworkMessage,
  type SearchQuery,
  type SearchResult,
} from './search.js';
export {
  type CustomerSubscription,
  createSubscriptionClient,
  customerSubscriptionSchema,
  type NextOrder,
  nextOrderSchema,
  type ShipNowResult,
  type SubscriptionClient,
  type SubscriptionEvent,
  subscriptionEventSchema,
} from './subscriptions.js';

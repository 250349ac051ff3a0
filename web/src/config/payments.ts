/**
 * Razorpay Standard Checkout's script (integrations §1.2). Loaded only when an order's provider is
 * Razorpay; the server's Content-Security-Policy allows this origin.
 */
export const RAZORPAY_CHECKOUT_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

/** The name Razorpay's checkout shows above the amount. */
export const CHECKOUT_MERCHANT_NAME = 'Pathwise';

/** Razorpay's checkout in the product's colour (brand-600). */
export const CHECKOUT_THEME_COLOR = '#0270c4';

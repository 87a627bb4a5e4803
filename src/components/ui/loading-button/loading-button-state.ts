// Spec section 4 "Loading button states"; apart so hooks need not import the component.
export type LoadingButtonState = 'content' | 'loading' | 'done';

/**
 * Spec section 4 "Loading button states": 1 content, 2 loading indicator, 3 done mark (loading
 * with a success tick, shown while the reload or redirect that follows is pending). Its own file
 * so the hooks that drive a button need not import the component.
 */
export type LoadingButtonState = 'content' | 'loading' | 'done';

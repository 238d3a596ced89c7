// `@gamelle/ui/form`: the Form, apart from the rest of the kit because it needs react-hook-form
// (an optional peer dependency): importing the kit never requires it.
export { Form, type FormProps, type FormRenderProps, FormSubmitError } from './components/Form/Form';

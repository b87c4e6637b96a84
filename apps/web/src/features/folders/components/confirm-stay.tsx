export { confirmLeave } from '../../../components/form-modal.tsx';

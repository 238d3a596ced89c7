/** SPEC §2 `/mot-de-passe-oublie/{forgotPassword}/`: the link of the reset e-mail. */
export default '/mot-de-passe-oublie/@forgotPassword';
